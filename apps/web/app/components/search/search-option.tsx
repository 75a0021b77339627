import type { SearchItem } from '@dawa/contracts';
import { formatRupees } from '@dawa/domain';
import type { ReactNode } from 'react';
import { useT, type MessageKey } from '../../i18n/index.ts';
import { RxBadge } from '../ui/badges.tsx';
import { BrandIcon, LayersIcon, MoleculeIcon, PillIcon } from '../ui/icons.tsx';

const ENTITY = { brand: 1, molecule: 4, category: 5 } as const;

export function entityKindKey(entityType: number): MessageKey {
  if (entityType === ENTITY.molecule) return 'search.kind.molecule';
  if (entityType === ENTITY.brand) return 'search.kind.brand';
  if (entityType === ENTITY.category) return 'search.kind.category';
  return 'search.kind.product';
}

function EntityIcon({ entityType }: { entityType: number }) {
  if (entityType === ENTITY.molecule) return <MoleculeIcon />;
  if (entityType === ENTITY.brand) return <BrandIcon />;
  if (entityType === ENTITY.category) return <LayersIcon />;
  return <PillIcon />;
}

/** The name with the first occurrence of the (corrected) query marked. */
export function highlight(name: string, query: string): ReactNode {
  const q = query.trim();
  const at = q ? name.toLowerCase().indexOf(q.toLowerCase()) : -1;
  if (at < 0) return name;
  return (
    <>
      {name.slice(0, at)}
      <mark>{name.slice(at, at + q.length)}</mark>
      {name.slice(at + q.length)}
    </>
  );
}

/** Struck MRP over the sale price when they differ; the price alone otherwise. */
export function ItemPrice({ item }: { item: SearchItem }) {
  const t = useT();
  if (item.salePaise === null || item.mrpPaise === null) return null;
  if (item.mrpPaise <= 0 || item.salePaise <= 0) return <span className="price__tbu">{t('catalogue.priceTbu')}</span>;
  const discounted = item.salePaise < item.mrpPaise;
  return (
    <>
      {discounted ? (
        <s>
          <span className="visually-hidden">{t('catalogue.mrp')} </span>
          {formatRupees(item.mrpPaise)}
        </s>
      ) : null}
      <strong>
        <span className="visually-hidden">{t(discounted ? 'catalogue.price' : 'catalogue.mrp')} </span>
        {formatRupees(item.salePaise)}
      </strong>
    </>
  );
}

type Props = { item: SearchItem; index: number; active: boolean; query: string; onPick: () => void; onHover: () => void };

/** One typeahead suggestion (an ARIA option): kind icon, name, subtitle, Rx tag and price. */
export function SearchOption({ item, index, active, query, onPick, onHover }: Props) {
  const t = useT();
  return (
    <li
      id={`ta-opt-${index}`}
      role="option"
      aria-selected={active}
      className="ta-option"
      onMouseDown={(event) => event.preventDefault()}
      onClick={onPick}
      onMouseMove={active ? undefined : onHover}
    >
      <span className="ta-option__icon" title={t(entityKindKey(item.entityType))}>
        <EntityIcon entityType={item.entityType} />
      </span>
      <span className="ta-option__text">
        <span className="ta-option__name">{highlight(item.name, query)}</span>
        <span className="ta-option__sub">
          <span>{item.subtitleText}</span>
          {item.isRxRequired ? <RxBadge /> : null}
          {item.isAvailable ? null : <span>{t(item.notSoldOnline ? 'search.notSoldOnline' : 'search.unavailable')}</span>}
        </span>
      </span>
      <span className="ta-option__price">
        <ItemPrice item={item} />
      </span>
    </li>
  );
}

/**
 * Education drawer (spec §2): 'Your Medicine' beside the 'Generic Option' (or 'Similar Option' when
 * no alternative compares like for like), the blocks 'Same Composition', 'Certified By Doctors' and
 * 'Guaranteed Delivery', and a disclaimer with read more/less.
 */
import { formatRupees } from '@dawa/domain';
import { useT } from '../../i18n/index.ts';
import { Drawer } from '../ui/drawer.tsx';
import { TruckIcon } from '../ui/icons.tsx';
import { DoctorIcon, FlaskIcon } from './icons.tsx';
import type { AlternativeItem, AlternativesView, DetailProduct } from './pdp-types.ts';
import { ReadMore } from './read-more.tsx';
import { isCheaperLikeForLike } from './rail.ts';
import './education-drawer.css';

type Props = { open: boolean; onClose: () => void; product: DetailProduct; alternatives: AlternativesView };

const perUnit = (p: DetailProduct | AlternativeItem) =>
  p.pricePerUnit ? `${formatRupees(p.pricePerUnit.paise)}/${p.pricePerUnit.unit}` : '—';

export function EducationDrawer({ open, onClose, product, alternatives }: Props) {
  const t = useT();
  const option = alternatives.option;
  const generic = isCheaperLikeForLike(option);
  const rows: [string, string, string][] = [
    [t('pdp.edu.row.name'), product.name, option.name],
    [t('pdp.edu.row.composition'), product.composition, option.composition],
    [t('pdp.edu.row.form'), product.packform, option.packform],
    [t('pdp.edu.row.perUnit'), perUnit(product), perUnit(option)],
    [t('pdp.edu.row.maker'), product.manufacturer, option.manufacturer],
  ];
  const blocks = [
    { Icon: FlaskIcon, title: t('pdp.edu.sameComposition'), text: t('pdp.edu.sameCompositionText', { medicine: product.name }) },
    { Icon: DoctorIcon, title: t('pdp.edu.doctors'), text: t('pdp.edu.doctorsText') },
    { Icon: TruckIcon, title: t('pdp.edu.delivery'), text: t('pdp.edu.deliveryText') },
  ];
  return (
    <Drawer open={open} onClose={onClose} title={t('pdp.edu.title')} sheetOnPhone>
      <table className="pdp-compare">
        <caption className="pdp-sr">{t('pdp.edu.caption')}</caption>
        <thead>
          <tr>
            <td />
            <th scope="col">{t('pdp.edu.yours')}</th>
            <th scope="col" className="pdp-compare__generic">
              {generic ? t('pdp.edu.generic') : t('pdp.edu.similar')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, mine, theirs]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{mine}</td>
              <td>{theirs}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="pdp-edu-blocks">
        {blocks.map(({ Icon, title, text }) => (
          <li key={title}>
            <span className="pdp-edu-blocks__icon">
              <Icon />
            </span>
            <div>
              <h3>{title}</h3>
              <p>{text}</p>
            </div>
          </li>
        ))}
      </ul>
      <div className="pdp-edu-disclaimer">
        <h3>{t('pdp.edu.disclaimerTitle')}</h3>
        <ReadMore text={t('pdp.edu.disclaimer')} />
      </div>
    </Drawer>
  );
}

/** The default export: a lazy import names the module only (fewer bytes in the page's first-load script). */
export default EducationDrawer;

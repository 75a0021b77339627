import type { MoleculeSummary } from '@dawa/contracts';
import { CountTag } from '../ui/count-tag.tsx';
import { MoleculeIcon } from '../ui/icons.tsx';
import { KeptMarkupList } from './kept-markup.tsx';

/**
 * Molecules as chips with their medicine counts. Links and text only, so the server's markup is kept at
 * hydration (KeptMarkupList): React walks none of the chips' elements on the home page.
 */
export function MoleculeChips({ molecules }: { molecules: MoleculeSummary[] }) {
  return (
    <KeptMarkupList className="chips plain-list" source={molecules}>
      {molecules.map((molecule) => (
        <li key={molecule.id}>
          <a href={molecule.url} className="chip" data-discover="true">
            <MoleculeIcon size="sm" />
            {molecule.name}
            <CountTag count={molecule.productCount} />
          </a>
        </li>
      ))}
    </KeptMarkupList>
  );
}

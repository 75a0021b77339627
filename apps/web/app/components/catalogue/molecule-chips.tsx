import type { MoleculeSummary } from '@dawa/contracts';
import { Link } from 'react-router';
import { CountTag } from '../ui/count-tag.tsx';
import { MoleculeIcon } from '../ui/icons.tsx';

/** Molecules as chips with their medicine counts. */
export function MoleculeChips({ molecules }: { molecules: MoleculeSummary[] }) {
  return (
    <ul className="chips plain-list">
      {molecules.map((molecule) => (
        <li key={molecule.id}>
          <Link to={molecule.url} className="chip">
            <MoleculeIcon size="sm" />
            {molecule.name}
            <CountTag count={molecule.productCount} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

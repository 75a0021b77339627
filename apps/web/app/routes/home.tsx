import { api } from '../lib/api.ts';
import type { Route } from './+types/home';

export async function loader({ request }: Route.LoaderArgs) {
  return api.home(request);
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <h1>Dawa</h1>
      <ul>
        {loaderData.popular.map((p) => (
          <li key={p.productId}><a href={p.url}>{p.name}</a></li>
        ))}
      </ul>
    </main>
  );
}

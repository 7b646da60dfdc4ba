import { NotFound } from '../modules/errors/components/not-found';

export function NotFoundPage() {
  return <NotFound />;
}

import { BuildInfoTable } from '../modules/build-info/components/build-info-table';

export function BuildInfoPage() {
  return <BuildInfoTable />;
}

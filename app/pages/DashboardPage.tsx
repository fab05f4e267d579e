/** 'dashboard': the report's overview page (the definition with id 0). */
import { DASHBOARD_REPORT_ID } from '../reports/definitions.ts';
import { ReportScreen } from './ReportScreen.tsx';

export function DashboardPage() {
  return <ReportScreen reportId={DASHBOARD_REPORT_ID} />;
}

/** The report list (GET reportIndexes/): report ids 1..17 with their Danish names and the models each reads. */
import { makeAutoObservable, runInAction } from 'mobx';
import type { ReportIndexes } from '../../schemas/api/content.ts';
import type { ApiClient } from '../api/client.ts';

export class ReportListStore {
  reports: ReportIndexes | null = null;

  constructor(private readonly api: ApiClient) {
    makeAutoObservable<ReportListStore, 'api'>(this, { api: false });
  }

  get loaded(): boolean {
    return this.reports !== null;
  }

  /** The server's name of a report, when it has one. */
  nameOf(reportId: number): string | undefined {
    return this.reports?.find((r) => r.id === reportId)?.name;
  }

  async load(): Promise<void> {
    const reports = await this.api.get<ReportIndexes>('reportIndexes/', 'api/content/report-indexes');
    runInAction(() => {
      this.reports = reports;
    });
  }

  clear(): void {
    this.reports = null;
  }
}

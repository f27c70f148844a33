import { makeAutoObservable, runInAction } from 'mobx';
import { errorMessage, type Query } from 'mf_auth/session';
import { saveBlob, xlsxName } from './download';
import type { Notifier } from '@diary/web-kit';
import type { ReportsHttp, SaveFile } from './reports-deps';

export interface ServerDownloadDeps {
  http: Pick<ReportsHttp, 'download'>;
  notify: Notifier;
  /** The browser download (a spy in tests). */
  saveFile?: SaveFile;
}

/** A file the API sends (an .xlsx export, docs/product/constants.md; a student's attachment): one at a time, a failure as a toast. */
export class ServerDownload {
  busy = false;

  constructor(
    private readonly deps: ServerDownloadDeps,
    private readonly failed: string,
  ) {
    makeAutoObservable<ServerDownload, 'deps' | 'failed'>(this, { deps: false, failed: false });
  }

  /** GET `path` with the list's filters, saved as `<name>.xlsx`; false while one is on its way. */
  excel(path: string, query: Query, name: string): Promise<boolean> {
    return this.run(() => this.deps.http.download(path, query), xlsxName(name));
  }

  /** GET `path`, saved under the file's own name. */
  file(path: string, fileName: string): Promise<boolean> {
    return this.run(() => this.deps.http.download(path), fileName);
  }

  private async run(request: () => Promise<Blob>, fileName: string): Promise<boolean> {
    if (this.busy) return false;
    this.busy = true;
    try {
      const blob = await request();
      (this.deps.saveFile ?? saveBlob)(blob, fileName);
      return true;
    } catch (error) {
      this.deps.notify.error(errorMessage(error, this.failed));
      return false;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }
}

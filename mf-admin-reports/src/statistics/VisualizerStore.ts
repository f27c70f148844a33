import { makeAutoObservable } from 'mobx';
import {
  LatestLoad,
  STATISTICS_TEXTS,
  StatisticsStore,
  type StatisticsRequest,
  type StatisticsResult,
  type StatisticsStoreDeps,
} from '@diary/web-kit';
import { errorMessage } from 'mf_auth/session';
import {
  aggregate,
  barRequest,
  breakdownInfo,
  dimensionItems,
  runLimited,
  VISUALIZER_CONCURRENCY,
  VISUALIZER_PAGE_SIZE,
  type Bar,
  type Breakdown,
  type DimensionItem,
} from './visualizer-model';

/**
 * 'статистика 1' (/admin/achives-visualizer): the statistics filters (the shared StatisticsStore
 * holds them and the lists behind them) and one breakdown at a time — subjects, check types or
 * teachers — as bars, a page of at most VISUALIZER_PAGE_SIZE bars per load.
 */
export class VisualizerStore {
  readonly statistics: StatisticsStore;
  breakdown: Breakdown = 'subject';
  page = 0;
  /** The filters as of the last 'Показать'; null until then. */
  applied: StatisticsRequest | null = null;
  bars: Bar[] | null = null;
  readonly status = new LatestLoad();

  constructor(
    private readonly deps: StatisticsStoreDeps,
    options: { ownId: number | null },
  ) {
    this.statistics = new StatisticsStore(deps, { teacherSelectable: true, ownId: options.ownId });
    makeAutoObservable<VisualizerStore, 'deps'>(this, { deps: false, statistics: false, status: false });
  }

  get info() {
    return breakdownInfo(this.breakdown);
  }

  /** Every bar of the breakdown for the applied filters. */
  get items(): DimensionItem[] {
    if (!this.applied) return [];
    return dimensionItems(this.breakdown, this.applied, {
      subjects: this.statistics.subjects,
      teachers: this.statistics.teachers,
    });
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.items.length / VISUALIZER_PAGE_SIZE));
  }

  get pageItems(): DimensionItem[] {
    const start = this.page * VISUALIZER_PAGE_SIZE;
    return this.items.slice(start, start + VISUALIZER_PAGE_SIZE);
  }

  loadLists(): Promise<void> {
    return this.statistics.loadLists();
  }

  /** 'Показать': the range is checked as on the statistics screen, then the first page loads. */
  show(): Promise<void> {
    const request = this.statistics.requestToShow();
    if (!request) return Promise.resolve();
    this.applied = request;
    this.page = 0;
    return this.load();
  }

  reset() {
    this.statistics.reset();
    this.status.reset();
    this.applied = null;
    this.bars = null;
    this.page = 0;
  }

  setBreakdown(breakdown: Breakdown): Promise<void> {
    if (breakdown === this.breakdown) return Promise.resolve();
    this.breakdown = breakdown;
    this.page = 0;
    this.bars = null;
    return this.applied ? this.load() : Promise.resolve();
  }

  setPage(page: number): Promise<void> {
    this.page = Math.min(Math.max(0, page), this.pageCount - 1);
    return this.load();
  }

  /** One POST statistics per bar of the page, a few at a time; only the latest load counts. */
  async load(): Promise<void> {
    const base = this.applied;
    if (!base) return;
    const { metric } = this.info;
    const items = this.pageItems;
    await this.status.run(
      () =>
        runLimited(
          items.map((item) => () => this.deps.http.post<StatisticsResult>('statistics', barRequest(base, item, metric))),
          VISUALIZER_CONCURRENCY,
        ),
      (results) => {
        this.bars = items.map((item, i) => ({ key: item.key, label: item.label, value: aggregate(metric, results[i]!) }));
      },
      (error) => {
        // no bars of the filters before stay under the error
        this.bars = null;
        return errorMessage(error, STATISTICS_TEXTS.loadFailed);
      },
    );
  }

  dispose() {
    this.status.cancel();
    this.statistics.dispose();
  }
}

import { computed, makeAutoObservable, type IComputedValue } from 'mobx';

/**
 * The board's drag: the lesson dragged (and the column it comes from) and the drop target under the
 * pointer (a gap or another lesson, with its column). Each column reads its own part through a
 * computed value, so that a pointer moving from one target to another redraws two columns only.
 */
export class BoardDragStore {
  dragged: number | null = null;
  /** The dragged lesson's own column. */
  from: string | null = null;
  /** The drop target under the pointer (a droppable id of board-model.ts), null over nothing. */
  over: string | null = null;
  /** The target's column. */
  overColumn: string | null = null;
  private readonly columns = new Map<string, IComputedValue<{ over: string | null; dragged: number | null }>>();

  constructor() {
    makeAutoObservable<BoardDragStore, 'columns'>(this, { columns: false }, { autoBind: true });
  }

  start(lessonId: number, column: string) {
    this.dragged = lessonId;
    this.from = column;
    this.over = null;
    this.overColumn = null;
  }

  /** The pointer is over `dropId` of `column` (or over nothing). */
  hover(dropId: string | null, column: string | null) {
    if (dropId === this.over && column === this.overColumn) return;
    this.over = dropId;
    this.overColumn = dropId == null ? null : column;
  }

  end() {
    this.dragged = null;
    this.from = null;
    this.over = null;
    this.overColumn = null;
  }

  /** What one column shows of the drag: the target under the pointer in it, the lesson dragged from it. */
  inColumn(column: string): { over: string | null; dragged: number | null } {
    let value = this.columns.get(column);
    if (!value) {
      value = computed(
        () => ({
          over: this.overColumn === column ? this.over : null,
          dragged: this.from === column ? this.dragged : null,
        }),
        { equals: (a, b) => a.over === b.over && a.dragged === b.dragged },
      );
      this.columns.set(column, value);
    }
    return value.get();
  }
}

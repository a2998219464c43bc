// The taxonomy in preorder, so that a node's subtree is one contiguous range of positions, and per-taxon rows grouped
// by that order, so that a subtree's rows are one contiguous range too: a subtree aggregate becomes a scan of a range
// (or, for sums, a difference of two prefix sums) instead of a search of the tree.

/** Taxa in preorder: `position` of a taxon id, and for each position its subtree's size (itself included). */
export class Preorder {
  /** Taxon row index (as given to the constructor) at each position. */
  readonly rowAt: Int32Array;
  /** Size of the subtree rooted at each position. */
  readonly size: Int32Array;
  /** Position by id: a direct table when ids are dense small integers (the taxonomy's are 1…n), else a map. */
  private readonly positionOf: { get(id: number): number | undefined; set(id: number, position: number): void };

  /** `ids[i]` and `parents[i]` of every taxon; a parent that is not among `ids` makes the taxon a root. */
  constructor(ids: ArrayLike<number>, parents: ArrayLike<number | null>) {
    const n = ids.length;
    this.positionOf = denseIds(ids) ? new DenseTable(ids) : new Map<number, number>();
    const rowOf = new Map<number, number>();
    for (let i = 0; i < n; i++) rowOf.set(ids[i]!, i);
    // children as linked lists (first child, next sibling) over row indices
    const firstChild = new Int32Array(n).fill(-1);
    const nextSibling = new Int32Array(n).fill(-1);
    const roots: number[] = [];
    for (let i = n - 1; i >= 0; i--) {
      const parent = parents[i] === null ? undefined : rowOf.get(parents[i]!);
      if (parent === undefined || parent === i) roots.push(i);
      else {
        nextSibling[i] = firstChild[parent]!;
        firstChild[parent] = i;
      }
    }
    this.rowAt = new Int32Array(n);
    this.size = new Int32Array(n);
    const positionOfRow = new Int32Array(n);
    let next = 0;
    // iterative depth-first walk: positions on the way down, subtree sizes on the way back up
    const stack: number[] = [];
    const enter = (row: number) => {
      this.positionOf.set(ids[row]!, next);
      positionOfRow[row] = next;
      this.rowAt[next++] = row;
      stack.push(row);
    };
    const pending = new Int32Array(n).fill(-2); // -2: not entered; otherwise the next child to enter
    for (const root of roots.reverse()) {
      enter(root);
      pending[root] = firstChild[root]!;
      while (stack.length > 0) {
        const top = stack[stack.length - 1]!;
        const child = pending[top]!;
        if (child >= 0) {
          pending[top] = nextSibling[child]!;
          enter(child);
          pending[child] = firstChild[child]!;
        } else {
          stack.pop();
          this.size[positionOfRow[top]!] = next - positionOfRow[top]!;
        }
      }
    }
    // taxa on a cycle of parents are reached from no root: each is a subtree of its own
    for (let i = 0; i < n; i++) {
      if (pending[i] !== -2) continue;
      this.positionOf.set(ids[i]!, next);
      this.size[next] = 1;
      this.rowAt[next++] = i;
    }
  }

  get length(): number {
    return this.rowAt.length;
  }

  /** Position of a taxon id; undefined for an id that is not a taxon. */
  position(id: number): number | undefined {
    return this.positionOf.get(id);
  }

  /** Groups rows by the position of their taxon (rows of taxa that are not in the tree are dropped). */
  group(taxonIds: ArrayLike<number | null>): SubtreeRows {
    return new SubtreeRows(this, taxonIds);
  }
}

/** Whether ids are integers in 0…4n (a table of 4 bytes per id is then smaller than a map). */
function denseIds(ids: ArrayLike<number>): boolean {
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i]!;
    if (!Number.isInteger(id) || id < 0 || id > 4 * ids.length + 1024) return false;
  }
  return true;
}

/** Positions indexed by id. */
class DenseTable {
  private readonly table: Int32Array;
  constructor(ids: ArrayLike<number>) {
    let max = -1;
    for (let i = 0; i < ids.length; i++) max = Math.max(max, ids[i]!);
    this.table = new Int32Array(max + 1).fill(-1);
  }
  get(id: number): number | undefined {
    const position = Number.isInteger(id) && id >= 0 && id < this.table.length ? this.table[id]! : -1;
    return position < 0 ? undefined : position;
  }
  set(id: number, position: number): void {
    this.table[id] = position;
  }
}

/** Rows of a per-taxon table in the preorder of their taxa: `rows(position, size)` is a subtree's rows. */
export class SubtreeRows {
  /** Source row index of each grouped row. */
  readonly order: Int32Array;
  /** First grouped row of each position (and the end, at `length`). */
  private readonly start: Int32Array;

  constructor(tree: Preorder, taxonIds: ArrayLike<number | null>) {
    const positions = new Int32Array(taxonIds.length);
    const counts = new Int32Array(tree.length + 1);
    let kept = 0;
    for (let r = 0; r < taxonIds.length; r++) {
      const id = taxonIds[r];
      const position = id === null || id === undefined ? undefined : tree.position(id);
      positions[r] = position ?? -1;
      if (position !== undefined) {
        counts[position + 1]!++;
        kept++;
      }
    }
    for (let p = 0; p < tree.length; p++) counts[p + 1]! += counts[p]!;
    this.start = counts.slice();
    this.order = new Int32Array(kept);
    for (let r = 0; r < taxonIds.length; r++) {
      if (positions[r]! >= 0) this.order[counts[positions[r]!]!++] = r;
    }
  }

  /** [from, to) of the grouped rows of the positions [position, position + size). */
  rows(position: number, size = 1): [number, number] {
    return [this.start[position]!, this.start[position + size]!];
  }

  /** Every grouped row index's values of one column, in grouped order. */
  column<T, C extends { [i: number]: number }>(
    rows: readonly T[],
    make: new (length: number) => C,
    value: (row: T) => number,
  ): C {
    const out = new make(this.order.length);
    for (let i = 0; i < this.order.length; i++) out[i] = value(rows[this.order[i]!]!);
    return out;
  }
}

/** Prefix sums of a per-position value: a subtree's total is `sum(position, size)`. */
export class PrefixSums {
  /** 32-bit when the total fits (every count of the data does), so each sum costs 4 bytes per taxon. */
  private readonly sums: Int32Array | Float64Array;

  constructor(length: number, valueAt: (position: number) => number) {
    const sums = new Float64Array(length + 1);
    for (let p = 0; p < length; p++) sums[p + 1] = sums[p]! + valueAt(p);
    const fits = sums.every((v) => Number.isInteger(v) && v >= 0 && v <= 0x7fffffff);
    this.sums = fits ? Int32Array.from(sums) : sums;
  }

  sum(position: number, size: number): number {
    return this.sums[position + size]! - this.sums[position]!;
  }
}

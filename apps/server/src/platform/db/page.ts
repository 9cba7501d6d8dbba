/** One page of rows and how many rows match in all; routes turn it into `{ totalCount, offset, count, data }`. */
export interface Page<T> {
  totalCount: number;
  rows: T[];
}

// X-Data-Version on every answer: the version of the loaded dataset the answer was made from (`none` before a load).
import type { NextFunction, Request, Response } from 'express';

/**
 * Sets the header before anything answers. The version is cached by its source (core/data-version.ts); while the
 * database cannot be asked, the last version seen is sent.
 */
export function dataVersionHeader(current: () => Promise<string | null>) {
  let last = 'none';
  return (_req: Request, res: Response, next: NextFunction) => {
    current().then(
      (version) => {
        last = version ?? 'none';
        res.set('X-Data-Version', last);
        next();
      },
      () => {
        res.set('X-Data-Version', last);
        next();
      },
    );
  };
}

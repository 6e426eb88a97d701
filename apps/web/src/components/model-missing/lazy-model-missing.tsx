import { laterPart } from '../../lib/page/later-part';
import { Skeleton } from '../ui/skeleton';

/**
 * The "model not found" page as a part of its own: few visits need it, so the builder's and the
 * comparator's first script does not carry it. Its placeholder lasts until its chunk arrives.
 */
export const ModelMissing = laterPart(
  () => import('./model-missing').then((module) => module.ModelMissing),
  ({ className }: { className: string }) => (
    <div className={className}>
      <Skeleton variant="page" count={2} />
    </div>
  ),
);

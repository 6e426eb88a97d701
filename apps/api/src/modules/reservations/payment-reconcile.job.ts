import type { FastifyBaseLogger } from 'fastify';
import type { JobContext } from '../manifest.js';
import type { PeriodicJob, WorkerLogger } from '../../outbox/outbox-worker.js';
import type { PaymentGateway } from '../../integrations/payment/payment.port.js';
import { createReservationService } from './reservations.service.js';

/** The worker's logger where the reservation service expects the app's (it only warns and errs). */
function serviceLogger(logger: WorkerLogger): FastifyBaseLogger {
  const adapter = {
    level: 'info',
    info: (object: object, message: string) => logger.info(object, message),
    warn: (object: object, message: string) => logger.warn(object, message),
    error: (object: object, message: string) => logger.error(object, message),
    fatal: (object: object, message: string) => logger.error(object, message),
    debug: () => undefined,
    trace: () => undefined,
    silent: () => undefined,
    child: () => adapter,
  };
  return adapter as unknown as FastifyBaseLogger;
}

/**
 * The worker's job that finishes or fails the payments a crash left `creating` when the buyer
 * never retried: the gateway is asked by each payment's idempotency key. Every worker keeps the
 * schedule and the database lets one run per period (docs/decisions/044-reservation-lead-and-reprocessing.md).
 */
export function paymentReconcileJob(
  everyMs: number,
  context: JobContext & { payment: PaymentGateway },
): PeriodicJob {
  const log = serviceLogger(context.logger);
  return {
    name: 'payment-reconciliation',
    everyMs,
    run: async (db) => {
      const result = await createReservationService(db, {
        gateway: context.payment,
        log,
      }).reconcilePayments();
      if (result.checked > 0) context.logger.info({ ...result }, 'stuck payments reconciled');
      return result;
    },
  };
}

import { CreateLeadRequest, type LeadAccepted, type ReservationLeadBody } from '@autohub/contract';
import { DomainError } from '@autohub/domain';
import type { Db } from '../../db/client.js';
import type { LeadsService } from '../leads/leads.service.js';
import { createReservationStore } from './reservations.store.js';
import { pageLocale } from './reservations.service.js';

/** The form name the CRM sees on a lead made from a reservation attempt. */
export const RESERVATION_LEAD_FORM = 'reservation-lead';

/**
 * `reservation-lead`: a reservation that could not be made online (no car free, the countdown
 * ran out, a campaign of the offline or leadOffline type) goes to the chosen dealer as a
 * car-purchase lead, through the leads module: checked by the page settings' lead rules, stored
 * and queued for the CRM in one transaction (docs/decisions/044-reservation-lead-and-reprocessing.md).
 */
export function createReservationLeads(db: Db, leads: () => LeadsService) {
  const store = createReservationStore(db);
  return {
    async send(
      body: ReservationLeadBody,
      meta: { key: string; userId: string | null; locale: string },
    ): Promise<{ lead: LeadAccepted; created: boolean }> {
      const campaign = await store.campaign(body.campaignId);
      if (!campaign) throw new DomainError('campaign_not_found', {}, { detail: 'No such campaign' });
      const [dealer] = await store.dealers(campaign.brand, campaign.country, [body.dealerCode]);
      if (!dealer) throw new DomainError('not_found', {}, { detail: 'No such dealer in this campaign' });
      if (body.orderId) {
        // Only the buyer's own order may be named: another's is answered as missing.
        const order = await store.order(body.orderId);
        if (!order || meta.userId === null || order.userId !== meta.userId)
          throw new DomainError('order_not_found', {}, { detail: 'No such order' });
      }
      const descriptions = [
        { name: 'reservationType', value: body.reservationType },
        { name: 'campaign', value: campaign.id },
        ...(body.colorCode ? [{ name: 'color', value: body.colorCode }] : []),
        ...(body.unitId ? [{ name: 'chassis', value: body.unitId }] : []),
        ...(body.orderId ? [{ name: 'order', value: body.orderId }] : []),
      ];
      const request = CreateLeadRequest.parse({
        kind: 'purchase',
        brand: campaign.brand,
        locale: pageLocale(meta.locale, campaign.country),
        car: { mvs: body.mvsCode, year: body.year },
        context: {
          source: { form: RESERVATION_LEAD_FORM, origin: 'reservation', subOrigin: body.reservationType },
          location: { stateCode: body.state ?? dealer.state, countryCode: campaign.country },
        },
        form: {
          personal: body.personal,
          car: { mvs: body.mvsCode, year: body.year },
          dealer: { id: '', dealerCode: dealer.dealerCode },
          descriptions,
          allowSMS: body.allowSMS,
          allowWhatsApp: body.allowWhatsApp,
          allowEmail: body.allowEmail,
          preferredContactsMethod: body.preferredContactsMethod,
        },
      });
      return leads().create(request, { clientKey: `reservation-lead:${meta.key}`, userId: meta.userId });
    },
  };
}

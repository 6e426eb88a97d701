/** The outbox topic of a contact-us message on its way to the CRM. */
export const CONTACT_TOPIC = 'contact.deliver';

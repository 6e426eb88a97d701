/**
 * The sandbox gateway's browser script, the stand-in for a real gateway's (Mercado Pago's
 * `MercadoPago.js`): the page hands it the card and gets a token back; the card goes to the
 * gateway's endpoint only, never to the reservation api.
 */
export const SANDBOX_TOKENIZER_SCRIPT = `(function () {
  'use strict';
  function cookie(name) {
    var match = document.cookie.match(new RegExp('(?:^|; )' + name + '=([^;]*)'));
    return match ? decodeURIComponent(match[1]) : '';
  }
  window.AutohubSandboxGateway = {
    createCardToken: function (card) {
      return fetch('/api/payments/sandbox/card-tokens', {
        method: 'POST',
        credentials: 'omit',
        headers: { 'content-type': 'application/json', 'x-xsrf-token': cookie('XSRF-TOKEN') },
        body: JSON.stringify({
          number: String(card.number || ''),
          holderName: String(card.holderName || ''),
          expiry: String(card.expiry || ''),
          cvv: String(card.cvv || ''),
        }),
      }).then(function (response) {
        return response.json().then(function (body) {
          if (!response.ok) {
            var error = new Error(body && body.message ? body.message : 'card_rejected');
            error.code = body && body.code;
            error.details = body && body.details;
            throw error;
          }
          return body;
        });
      });
    },
  };
})();
`;

import { type JsonReply, type JsonRequest, TransportError, requestJson } from './http-json.js';
import { LocationProviderError, type LocationProviderErrorCode } from './location-provider-error.js';

/**
 * One HTTP call of a location provider: a transport failure (timeout, network, an answer that is
 * not JSON) becomes the provider's `failure` with the transport kind as its status.
 */
export async function providerRequest(
  provider: string,
  failure: LocationProviderErrorCode,
  url: URL,
  request: JsonRequest,
): Promise<JsonReply> {
  try {
    return await requestJson(url, request);
  } catch (error) {
    if (error instanceof TransportError)
      throw new LocationProviderError(failure, { provider, status: error.kind, cause: error });
    throw error;
  }
}

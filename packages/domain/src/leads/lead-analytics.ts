/**
 * The analytics record sent with a lead (spec document 2 §3 "Analytics send" and §7
 * "useranalytics/send").
 */

/** The type sent when the caller names none. */
export const DEFAULT_ANALYTICS_TYPE = 'GENERIC_LEAD';

export interface AnalyticsSendBody {
  jwtToken: string;
  type: string;
  /** The event's data as a JSON string, as the analytics service expects. */
  payload: string;
}

/** The body of `useranalytics/send`: the token, the type (default `GENERIC_LEAD`) and the JSON payload. */
export function buildAnalyticsSend(
  jwtToken: string,
  payload: unknown,
  type: string = DEFAULT_ANALYTICS_TYPE,
): AnalyticsSendBody {
  return {
    jwtToken,
    type: type.trim() === '' ? DEFAULT_ANALYTICS_TYPE : type,
    payload: JSON.stringify(payload ?? {}),
  };
}

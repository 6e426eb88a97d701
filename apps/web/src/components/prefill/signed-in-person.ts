import type { UserSelf } from '@autohub/contract';
import { initialLeadFormState, maskCpf, prefillLeadForm } from '@autohub/domain';
import { queryOptions, useQuery } from '../../lib/query/query';
import { useEffect, useRef } from 'react';
import { apiRequest } from '../../lib/api/api-client';
import { useSession } from '../../lib/session/session';

/** The signed-in person's data, to pre-fill forms (GET /api/users/self). */
export const signedInUserQuery = () =>
  queryOptions({
    queryKey: ['users', 'self'] as const,
    queryFn: ({ signal }) => apiRequest<UserSelf>('/users/self', { signal }),
    staleTime: 60_000,
  });

/** What a contact form can take from the signed-in person; empty strings where they have nothing. */
export interface SignedInPerson {
  name: string;
  email: string;
  phone: string;
  /** Digits, as stored. */
  cpf: string;
}

/**
 * Calls `fill` with the signed-in person's contact data when it arrives and whenever it changes
 * (spec §4), the same rule as the lead form (`prefillLeadForm` of the domain): what the person
 * lacks comes as an empty string, so the form keeps what was typed there.
 */
export function useSignedInPersonPrefill(fill: (person: SignedInPerson) => void): UserSelf | undefined {
  const session = useSession();
  const user = useQuery({ ...signedInUserQuery(), enabled: session.user !== null }).data;
  const fillRef = useRef(fill);
  // The latest callback, kept without re-running the fill when only the callback changed.
  useEffect(() => {
    fillRef.current = fill;
  });
  useEffect(() => {
    if (!user) return;
    const filled = prefillLeadForm(initialLeadFormState(), user, { companyMode: false });
    fillRef.current({ name: filled.name, email: filled.email, phone: filled.phone, cpf: filled.cpf });
  }, [user]);
  return user;
}

/** The form's own reading and writing of a field, as react-hook-form's `getValues` and `setValue` do. */
export interface PrefillTarget<P extends string> {
  getValues: (path: P) => string;
  setValue: (path: P, value: string) => void;
}

/**
 * Fills the fields named in `paths` (the form path of the person's name, e-mail, phone and, where
 * the form asks for one, CPF, shown masked) with the signed-in person's data, only where the field
 * is still empty: what was typed stays.
 */
export function useSignedInContactPrefill<P extends string>(
  form: PrefillTarget<P>,
  paths: Readonly<Partial<Record<keyof SignedInPerson, P>>>,
): UserSelf | undefined {
  return useSignedInPersonPrefill((person) => {
    for (const field of ['name', 'email', 'phone', 'cpf'] as const) {
      const path = paths[field];
      if (path === undefined || person[field] === '' || form.getValues(path).trim() !== '') continue;
      form.setValue(path, field === 'cpf' ? maskCpf(person.cpf) : person[field]);
    }
  });
}

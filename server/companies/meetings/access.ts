/**
 * Who books meetings: members (the people who visit a show). Exhibitor accounts answer them for their company
 * (users.companyId); staff run the site and book none.
 */
export const MEETING_REQUESTER_KINDS = ['member'] as const;
/** Who acts on a meeting: its member, or an exhibitor account of its company (act.ts tells which). */
export const MEETING_PARTY_KINDS = ['member', 'exhibitor'] as const;

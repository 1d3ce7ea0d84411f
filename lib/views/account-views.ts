/** The exhibitor centre's view of an exhibitor (server/loaders/account.ts makes it). */
export interface ExhibitorCentreView {
  company: string;
  boothHall: string;
  boothNumber: string;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
}

/** The name and logo of the organisation that holds an event: what its guests' pages show in place of "Usher". */
export interface OrganisationBrand {
  name: string | null;
  logo_src: string | null;
}

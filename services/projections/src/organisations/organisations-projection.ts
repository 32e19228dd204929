import { toDomainEvent } from '@usher/events';
import type { Projection } from '../runner/projection.ts';

/**
 * rm_organisations and rm_organisation_addresses: each organisation's profile, onboarding step
 * and addresses. A founder's sign-up opens the row (a person joining an existing organisation
 * finds it there already, so their sign-up changes nothing); every value comes from the events. No screen follows them live, so nothing is published.
 */
export const organisationsProjection: Projection = {
  name: 'organisations',
  tables: ['rm_organisations', 'rm_organisation_addresses'],
  handles: [
    'UserRegistered',
    'OrganisationProfileUpdated',
    'OrganisationAddressAdded',
    'OrganisationAddressUpdated',
    'OrganisationAddressRemoved',
    'OrganisationOnboardingProgressed',
  ],

  async apply(trx, stored) {
    const event = toDomainEvent(stored);
    const at = new Date(stored.recordedAt);
    switch (event.type) {
      case 'UserRegistered': {
        const { organisation_id } = event.data;
        await trx
          .insertInto('rm_organisations')
          .values({ organisation_id, created_at: at, updated_at: at })
          .onConflict((oc) => oc.column('organisation_id').doNothing())
          .execute();
        return null;
      }
      case 'OrganisationProfileUpdated': {
        const { organisation_id, name, logo_media_id, timezone } = event.data;
        await trx
          .insertInto('rm_organisations')
          .values({ organisation_id, name, logo_media_id, timezone, created_at: at, updated_at: at })
          .onConflict((oc) => oc.column('organisation_id').doUpdateSet({ name, logo_media_id, timezone, updated_at: at }))
          .execute();
        return null;
      }
      case 'OrganisationOnboardingProgressed': {
        const { organisation_id, step } = event.data;
        await trx
          .insertInto('rm_organisations')
          .values({ organisation_id, onboarding_step: step, created_at: at, updated_at: at })
          .onConflict((oc) => oc.column('organisation_id').doUpdateSet({ onboarding_step: step, updated_at: at }))
          .execute();
        return null;
      }
      case 'OrganisationAddressAdded': {
        const { organisation_id: organisationId, address_id: addressId, ...location } = event.data;
        await trx
          .insertInto('rm_organisation_addresses')
          .values({ address_id: addressId, organisation_id: organisationId, ...location, created_at: at, updated_at: at })
          .onConflict((oc) => oc.column('address_id').doNothing())
          .execute();
        return null;
      }
      case 'OrganisationAddressUpdated': {
        const { organisation_id: _organisation, address_id: addressId, ...location } = event.data;
        await trx
          .updateTable('rm_organisation_addresses')
          .set({ ...location, updated_at: at })
          .where('address_id', '=', addressId)
          .execute();
        return null;
      }
      case 'OrganisationAddressRemoved':
        await trx.deleteFrom('rm_organisation_addresses').where('address_id', '=', event.data.address_id).execute();
        return null;
      default:
        return null;
    }
  },
};

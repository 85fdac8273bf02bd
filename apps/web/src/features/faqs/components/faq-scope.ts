import type { UseQueryResult } from '@tanstack/react-query';
import type { CmsFaqResponse, FaqInput, FaqResponse } from '@tawasul/contracts/faqs';
import { useCmsFaq, useDeleteCmsFaq, useSaveCmsFaq, useSetCmsFaqActive } from '../api/use-cms-faqs.ts';
import { useDeleteFaq, useSaveFaq, useSetFaqActive } from '../api/use-faq-mutations.ts';
import { useFaq } from '../api/use-faqs.ts';

interface Mutation<Variables> {
  mutateAsync: (variables: Variables) => Promise<unknown>;
  isPending: boolean;
}

/** Keys of the texts that say where an FAQ shows: in a brand's chat widget or on the landing page. */
type FaqTexts = Record<
  | 'createTitle'
  | 'editTitle'
  | 'created'
  | 'updated'
  | 'deleteTitle'
  | 'deleteMessage'
  | 'deleted'
  | 'deleteFailed'
  | 'activateTitle'
  | 'activateMessage'
  | 'deactivateTitle'
  | 'deactivateMessage'
  | 'activated'
  | 'deactivated'
  | 'saveFailed'
  | 'activeHint'
  | 'activeFilter'
  | 'anyActive'
  | 'empty'
  | 'emptyFiltered'
  | 'emptyHint',
  string
> & {
  languagesHint?: string;
  /** What the active filter's choices say, where "Active" and "Inactive" are not the words. */
  activeChoices?: { active: string; inactive: string };
};

/**
 * What a brand's FAQ and the public site's differ by: the endpoints (through their hooks), whether an FAQ belongs
 * to a brand, and some texts. The form, the drawers and the actions are the same for both.
 */
export interface FaqScope<Faq extends CmsFaqResponse> {
  /** A brand's FAQ names its brand (the view shows it); the site's has none. */
  brandOf?: (faq: Faq) => { en: string; ar: string };
  useFaq: (id: string | null) => UseQueryResult<Faq>;
  useSave: () => Mutation<{ id: string | null; body: FaqInput }>;
  useDelete: () => Mutation<string>;
  useSetActive: () => Mutation<{ id: string; active: boolean }>;
  texts: FaqTexts;
}

/** The FAQ each brand's chat widget shows (`/api/faqs`). */
export const BRAND_FAQ: FaqScope<FaqResponse> = {
  brandOf: (faq) => ({ en: faq.brandNameEn, ar: faq.brandNameAr }),
  useFaq,
  useSave: useSaveFaq,
  useDelete: useDeleteFaq,
  useSetActive: useSetFaqActive,
  texts: {
    createTitle: 'faqs.form.createTitle',
    editTitle: 'faqs.form.editTitle',
    created: 'faqs.toasts.created',
    updated: 'faqs.toasts.updated',
    deleteTitle: 'faqs.delete.title',
    deleteMessage: 'faqs.delete.message',
    deleted: 'faqs.toasts.deleted',
    deleteFailed: 'faqs.toasts.deleteFailed',
    activateTitle: 'faqs.activate.title',
    activateMessage: 'faqs.activate.message',
    deactivateTitle: 'faqs.deactivate.title',
    deactivateMessage: 'faqs.deactivate.message',
    activated: 'faqs.toasts.activated',
    deactivated: 'faqs.toasts.deactivated',
    saveFailed: 'faqs.toasts.saveFailed',
    activeHint: 'faqs.form.activeHint',
    activeFilter: 'faqs.filters.active',
    anyActive: 'faqs.filters.anyActive',
    empty: 'faqs.list.empty',
    emptyFiltered: 'faqs.list.emptyFiltered',
    emptyHint: 'faqs.list.emptyHint',
    languagesHint: 'faqs.form.languagesHint',
  },
};

/** The public site's FAQ, on the landing page (`/api/cms/faqs`). */
export const CMS_FAQ: FaqScope<CmsFaqResponse> = {
  useFaq: useCmsFaq,
  useSave: useSaveCmsFaq,
  useDelete: useDeleteCmsFaq,
  useSetActive: useSetCmsFaqActive,
  texts: {
    createTitle: 'cms.faq.list.createTitle',
    editTitle: 'cms.faq.list.editTitle',
    created: 'cms.faq.toasts.created',
    updated: 'cms.faq.toasts.updated',
    deleteTitle: 'cms.faq.toasts.deleteTitle',
    deleteMessage: 'cms.faq.toasts.deleteMessage',
    deleted: 'cms.faq.toasts.deleted',
    deleteFailed: 'cms.faq.toasts.deleteFailed',
    activateTitle: 'cms.faq.toasts.activateTitle',
    activateMessage: 'cms.faq.toasts.activateMessage',
    deactivateTitle: 'cms.faq.toasts.deactivateTitle',
    deactivateMessage: 'cms.faq.toasts.deactivateMessage',
    activated: 'cms.faq.toasts.activated',
    deactivated: 'cms.faq.toasts.deactivated',
    saveFailed: 'cms.faq.toasts.saveFailed',
    activeHint: 'cms.faq.form.activeHint',
    activeFilter: 'cms.faq.columns.active',
    anyActive: 'cms.faq.list.anyStatus',
    activeChoices: { active: 'cms.faq.status.shown', inactive: 'cms.faq.status.hidden' },
    empty: 'cms.faq.list.empty',
    emptyFiltered: 'cms.faq.list.emptyFiltered',
    emptyHint: 'cms.faq.list.emptyHint',
  },
};

import type { ComponentType } from 'react';
import { ContractsPage } from './contracts-page';
import { FeedbackFormPage } from './feedback-form-page';
import { GeneralPage } from './general-page';
import { LinksPage } from './links-page';
import { LoginPage } from './login-page';
import { MaintenancePage } from './maintenance-page';
import { RanksPage } from './ranks-page';
import { RegionPage } from './region-page';
import { RgGroupPage } from './rg-group-page';
import { SignInPage } from './sign-in-page';
import type { SettingsPath } from './settings-paths';
import { TemplatesPage } from './templates-page';
export { SettingsLayout } from './settings-layout';

/** Each settings sub-page by its path. */
export const PAGES: Record<SettingsPath, ComponentType> = {
  general: GeneralPage,
  login: LoginPage,
  'sign-in': SignInPage,
  links: LinksPage,
  templates: TemplatesPage,
  maintenance: MaintenancePage,
  region: RegionPage,
  ranks: RanksPage,
  contracts: ContractsPage,
  feedback: FeedbackFormPage,
  'responsible-gaming': RgGroupPage,
};

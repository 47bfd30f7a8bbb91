// Written by npm run messages:schema from the files in messages/pages/ (scripts/catalogs/page-sources.mjs): do not edit.
import AnnualPackage from '../../messages/pages/AnnualPackage.json';
import BackToTop from '../../messages/pages/BackToTop.json';
import Campaign from '../../messages/pages/Campaign.json';
import Careers from '../../messages/pages/Careers.json';
import Common from '../../messages/pages/Common.json';
import Conference from '../../messages/pages/Conference.json';
import Contact from '../../messages/pages/Contact.json';
import ContactForm from '../../messages/pages/ContactForm.json';
import CookieBanner from '../../messages/pages/CookieBanner.json';
import CookieNotice from '../../messages/pages/CookieNotice.json';
import EnquiryFailed from '../../messages/pages/EnquiryFailed.json';
import EnquirySent from '../../messages/pages/EnquirySent.json';
import Fdaas from '../../messages/pages/Fdaas.json';
import Footer from '../../messages/pages/Footer.json';
import Home from '../../messages/pages/Home.json';
import Images from '../../messages/pages/Images.json';
import Industries from '../../messages/pages/Industries.json';
import LanguageToggle from '../../messages/pages/LanguageToggle.json';
import Metadata from '../../messages/pages/Metadata.json';
import Nav from '../../messages/pages/Nav.json';
import NotFound from '../../messages/pages/NotFound.json';
import Offers from '../../messages/pages/Offers.json';
import Pdaas from '../../messages/pages/Pdaas.json';
import PlusServices from '../../messages/pages/PlusServices.json';
import Portal from '../../messages/pages/Portal.json';
import PriceLists from '../../messages/pages/PriceLists.json';
import Priser from '../../messages/pages/Priser.json';
import Privacy from '../../messages/pages/Privacy.json';
import References from '../../messages/pages/References.json';
import Search from '../../messages/pages/Search.json';
import Subscriptions from '../../messages/pages/Subscriptions.json';
import Terms from '../../messages/pages/Terms.json';
import ThemeToggle from '../../messages/pages/ThemeToggle.json';
import Validation from '../../messages/pages/Validation.json';
import VisionTeam from '../../messages/pages/VisionTeam.json';

/** Every page file with its path: its text under the bundler (next.config.mjs), parsed under Jest and tsc. */
export const pageSources = [
  ['messages/pages/AnnualPackage.json', AnnualPackage as unknown],
  ['messages/pages/BackToTop.json', BackToTop as unknown],
  ['messages/pages/Campaign.json', Campaign as unknown],
  ['messages/pages/Careers.json', Careers as unknown],
  ['messages/pages/Common.json', Common as unknown],
  ['messages/pages/Conference.json', Conference as unknown],
  ['messages/pages/Contact.json', Contact as unknown],
  ['messages/pages/ContactForm.json', ContactForm as unknown],
  ['messages/pages/CookieBanner.json', CookieBanner as unknown],
  ['messages/pages/CookieNotice.json', CookieNotice as unknown],
  ['messages/pages/EnquiryFailed.json', EnquiryFailed as unknown],
  ['messages/pages/EnquirySent.json', EnquirySent as unknown],
  ['messages/pages/Fdaas.json', Fdaas as unknown],
  ['messages/pages/Footer.json', Footer as unknown],
  ['messages/pages/Home.json', Home as unknown],
  ['messages/pages/Images.json', Images as unknown],
  ['messages/pages/Industries.json', Industries as unknown],
  ['messages/pages/LanguageToggle.json', LanguageToggle as unknown],
  ['messages/pages/Metadata.json', Metadata as unknown],
  ['messages/pages/Nav.json', Nav as unknown],
  ['messages/pages/NotFound.json', NotFound as unknown],
  ['messages/pages/Offers.json', Offers as unknown],
  ['messages/pages/Pdaas.json', Pdaas as unknown],
  ['messages/pages/PlusServices.json', PlusServices as unknown],
  ['messages/pages/Portal.json', Portal as unknown],
  ['messages/pages/PriceLists.json', PriceLists as unknown],
  ['messages/pages/Priser.json', Priser as unknown],
  ['messages/pages/Privacy.json', Privacy as unknown],
  ['messages/pages/References.json', References as unknown],
  ['messages/pages/Search.json', Search as unknown],
  ['messages/pages/Subscriptions.json', Subscriptions as unknown],
  ['messages/pages/Terms.json', Terms as unknown],
  ['messages/pages/ThemeToggle.json', ThemeToggle as unknown],
  ['messages/pages/Validation.json', Validation as unknown],
  ['messages/pages/VisionTeam.json', VisionTeam as unknown],
] as const;

/** The Swedish catalog's type: every namespace, as its page file holds it. */
export type PageTexts = (typeof AnnualPackage)['sv'] &
  (typeof BackToTop)['sv'] &
  (typeof Campaign)['sv'] &
  (typeof Careers)['sv'] &
  (typeof Common)['sv'] &
  (typeof Conference)['sv'] &
  (typeof Contact)['sv'] &
  (typeof ContactForm)['sv'] &
  (typeof CookieBanner)['sv'] &
  (typeof CookieNotice)['sv'] &
  (typeof EnquiryFailed)['sv'] &
  (typeof EnquirySent)['sv'] &
  (typeof Fdaas)['sv'] &
  (typeof Footer)['sv'] &
  (typeof Home)['sv'] &
  (typeof Images)['sv'] &
  (typeof Industries)['sv'] &
  (typeof LanguageToggle)['sv'] &
  (typeof Metadata)['sv'] &
  (typeof Nav)['sv'] &
  (typeof NotFound)['sv'] &
  (typeof Offers)['sv'] &
  (typeof Pdaas)['sv'] &
  (typeof PlusServices)['sv'] &
  (typeof Portal)['sv'] &
  (typeof PriceLists)['sv'] &
  (typeof Priser)['sv'] &
  (typeof Privacy)['sv'] &
  (typeof References)['sv'] &
  (typeof Search)['sv'] &
  (typeof Subscriptions)['sv'] &
  (typeof Terms)['sv'] &
  (typeof ThemeToggle)['sv'] &
  (typeof Validation)['sv'] &
  (typeof VisionTeam)['sv'];

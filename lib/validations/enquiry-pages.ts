// Where a form posted without JavaScript ends (the thank-you and error pages and the error page's
// sections), shared with the Edge Function (supabase/functions/_shared/), for app/ and components/.
export {
  englishPrefix,
  enquiryChannels,
  enquiryPagePaths,
  enquiryPageUrl,
  failedPageSection,
  fieldRuleSection,
  formFailureSections,
  formFieldRules,
  type EnquiryChannel,
  type FormFailureSection,
  type FormRuleField,
} from '../../supabase/functions/_shared/enquiry-pages';

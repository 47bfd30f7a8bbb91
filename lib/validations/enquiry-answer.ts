// What the Edge Function answers (its error codes and refused fields), for app/ and components/.
export {
  enquiryErrorCodes,
  isEnquiryErrorCode,
  type EnquiryAnswer,
  type EnquiryErrorCode,
  type EnquiryFailure,
  type EnquiryFieldIssue,
} from '../../supabase/functions/_shared/enquiry-answer';

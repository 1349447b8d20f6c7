import { GUIDELINES_SDM } from './guidelines-sdm-content';
import { HelpArticle } from './HelpArticle';

/** /guidelines/sdm (57): how HR staff keep employee data, approvals and accounts. */
export default function GuidelineSdmPage() {
  return <HelpArticle document={GUIDELINES_SDM} testId="guidelines-sdm-page" />;
}

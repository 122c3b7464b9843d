import { assignUniqueIds, type SeedCourse } from '@app/core/course';
import { withExamCodes } from '@app/core/exam-code';
import { courses as adobe } from './adobe.ts';
import { courses as alibabaCloud } from './alibaba-cloud.ts';
import { courses as apple } from './apple.ts';
import { courses as atlassian } from './atlassian.ts';
import { courses as autodesk } from './autodesk.ts';
import { courses as aws } from './aws.ts';
import { courses as cisco } from './cisco.ts';
import { courses as cncf } from './cncf.ts';
import { courses as comptia } from './comptia.ts';
import { courses as databricks } from './databricks.ts';
import { courses as ecCouncil } from './ec-council.ts';
import { courses as elastic } from './elastic.ts';
import { courses as fortinet } from './fortinet.ts';
import { courses as github } from './github.ts';
import { courses as gitlab } from './gitlab.ts';
import { courses as google } from './google.ts';
import { courses as googleCloud } from './google-cloud.ts';
import { courses as hashicorp } from './hashicorp.ts';
import { courses as hubspot } from './hubspot.ts';
import { courses as huggingFace } from './hugging-face.ts';
import { courses as ibm } from './ibm.ts';
import { courses as isaca } from './isaca.ts';
import { courses as isc2 } from './isc2.ts';
import { courses as juniperNetworks } from './juniper-networks.ts';
import { courses as kaggle } from './kaggle.ts';
import { courses as linuxFoundation } from './linux-foundation.ts';
import { courses as meta } from './meta.ts';
import { courses as microsoft } from './microsoft.ts';
import { courses as mongodb } from './mongodb.ts';
import { courses as nutanix } from './nutanix.ts';
import { courses as nvidia } from './nvidia.ts';
import { courses as okta } from './okta.ts';
import { courses as oracle } from './oracle.ts';
import { courses as paloAltoNetworks } from './palo-alto-networks.ts';
import { courses as peoplecert } from './peoplecert.ts';
import { courses as pmi } from './pmi.ts';
import { courses as redHat } from './red-hat.ts';
import { courses as salesforce } from './salesforce.ts';
import { courses as sap } from './sap.ts';
import { courses as scrumAlliance } from './scrum-alliance.ts';
import { courses as scrumOrg } from './scrum-org.ts';
import { courses as servicenow } from './servicenow.ts';
import { courses as snowflake } from './snowflake.ts';
import { courses as splunk } from './splunk.ts';
import { courses as tableau } from './tableau.ts';
import { courses as uipath } from './uipath.ts';
import { courses as unity } from './unity.ts';
import { courses as vmware } from './vmware.ts';

/**
 * Every shipped catalogue course, provider by provider, with ids made unique.
 * The big cloud vendors come first so the home page's featured picks are theirs. Exam codes that
 * a title states are copied into the course's exam code.
 */
export const SEED_COURSES: SeedCourse[] = withExamCodes(
  assignUniqueIds([
    ...googleCloud,
    ...aws,
    ...microsoft,
    ...google,
    ...salesforce,
    ...ibm,
    ...oracle,
    ...cisco,
    ...comptia,
    ...adobe,
    ...alibabaCloud,
    ...apple,
    ...atlassian,
    ...autodesk,
    ...cncf,
    ...databricks,
    ...ecCouncil,
    ...elastic,
    ...fortinet,
    ...github,
    ...gitlab,
    ...hashicorp,
    ...hubspot,
    ...huggingFace,
    ...isaca,
    ...isc2,
    ...juniperNetworks,
    ...kaggle,
    ...linuxFoundation,
    ...meta,
    ...mongodb,
    ...nutanix,
    ...nvidia,
    ...okta,
    ...paloAltoNetworks,
    ...peoplecert,
    ...pmi,
    ...redHat,
    ...sap,
    ...scrumAlliance,
    ...scrumOrg,
    ...servicenow,
    ...snowflake,
    ...splunk,
    ...tableau,
    ...uipath,
    ...unity,
    ...vmware,
  ]),
);

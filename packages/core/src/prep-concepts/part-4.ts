import type { Concept } from './concept.ts';

/**
 * Concepts for the courses whose first-chosen skill was too broad to define ('Optimization',
 * 'Advanced security'): another skill of each of those courses.
 */
export const CONCEPTS_PART_4: readonly Concept[] = [
  {
    skill: 'Advanced macros',
    name: 'Batch macro',
    definition:
      'A reusable workflow that runs once for each group or record of a control input, changing its own settings on every run and combining the results.',
    example:
      'An analyst runs the same sales report workflow once per region, each run filtered to that region.',
    source: 'https://help.alteryx.com/',
  },
  {
    skill: 'Advanced macros',
    name: 'Iterative macro',
    definition:
      'A reusable workflow that feeds its output back into itself, repeating until a condition is met or a maximum number of repetitions is reached.',
    example:
      'A workflow keeps walking up an organisation chart, one manager level per pass, until it reaches the top.',
    source: 'https://help.alteryx.com/',
  },
  {
    skill: 'Advanced threat prevention',
    name: 'Threat Emulation',
    definition:
      'Opening suspicious files inside an isolated virtual environment and watching their behaviour, so unknown malware is caught before the file reaches the user.',
    example:
      'An email attachment is run in a sandbox, tries to change system files, and is blocked at the gateway.',
    source: 'https://support.checkpoint.com/',
  },
  {
    skill: 'Advanced threat prevention',
    name: 'Threat Extraction',
    definition:
      'Removing exploitable parts of a document, such as macros and embedded objects, and delivering a clean copy at once while the original is still being inspected.',
    example:
      'A user receives a spreadsheet without its macros right away and can ask for the original once it is cleared.',
    source: 'https://support.checkpoint.com/',
  },
  {
    skill: 'Bidding and budgets',
    name: 'Campaign budget',
    definition:
      'One budget set for a whole campaign that the ad system spreads across its ad sets, moving spend to where results are coming from.',
    example: 'Spend shifts during the week towards the ad set reaching the audience that converts best.',
    source: 'https://www.facebook.com/business/help',
  },
  {
    skill: 'Bidding and budgets',
    name: 'Bid cap',
    definition:
      'A bid strategy that sets the most the advertiser will offer in any single ad auction, trading delivery volume for cost control.',
    example:
      'An advertiser limits each auction bid so that fewer impressions are won but none costs more than planned.',
    source: 'https://www.facebook.com/business/help',
  },
  {
    skill: 'XR setup',
    name: 'XR Plug-in Management',
    definition:
      'The project setting that chooses which device plug-ins load at start-up, so one project can target different headsets.',
    example:
      'A developer enables the OpenXR plug-in for a headset build and the mobile AR plug-in for a phone build.',
    source: 'https://docs.unity3d.com/Manual/',
  },
  {
    skill: 'XR setup',
    name: 'XR Origin',
    definition:
      "The object in a scene that stands for the user's tracked space, holding the camera and controllers and turning device tracking into scene positions.",
    example:
      'When the player steps forward in the room, the camera under this object moves forward in the scene.',
    source: 'https://docs.unity3d.com/Manual/',
  },
];

/** A university shown in the home page's logo grid. */
export interface FeaturedUniversity {
  name: string;
  country: string;
  website: string;
  /** Letters of the drawn logo tile: the short name the university goes by. */
  initials: string;
}

/** The eight universities on the home page (spec, section 9: universities shown: 8). */
export const FEATURED_UNIVERSITIES: readonly FeaturedUniversity[] = [
  {
    name: 'Massachusetts Institute of Technology',
    country: 'United States',
    website: 'https://www.mit.edu/',
    initials: 'MIT',
  },
  {
    name: 'Stanford University',
    country: 'United States',
    website: 'https://www.stanford.edu/',
    initials: 'SU',
  },
  {
    name: 'Harvard University',
    country: 'United States',
    website: 'https://www.harvard.edu/',
    initials: 'HU',
  },
  {
    name: 'University of Oxford',
    country: 'United Kingdom',
    website: 'https://www.ox.ac.uk/',
    initials: 'OX',
  },
  {
    name: 'University of Cambridge',
    country: 'United Kingdom',
    website: 'https://www.cam.ac.uk/',
    initials: 'CAM',
  },
  { name: 'ETH Zurich', country: 'Switzerland', website: 'https://ethz.ch/', initials: 'ETH' },
  {
    name: 'National University of Singapore',
    country: 'Singapore',
    website: 'https://nus.edu.sg/',
    initials: 'NUS',
  },
  { name: 'University of Toronto', country: 'Canada', website: 'https://www.utoronto.ca/', initials: 'UT' },
];

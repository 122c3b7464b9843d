/**
 * Other names people type for the same thing. Every entry is one set: a search for any member
 * also finds what the other members find (both ways), and ranks it as if that member had been
 * typed. Members are lowercase words or phrases. Exam codes are paired with the certification
 * name as the catalogue's own titles give it (e.g. "AWS Certified Cloud Practitioner (CLF-C02)"),
 * so a course whose title carries only one of the two is found by either.
 *
 * Kept as data in one place; `search-aliases.test.ts` checks each entry.
 */
export const SEARCH_ALIASES: readonly (readonly string[])[] = [
  ['k8s', 'kubernetes'],
  ['ml', 'machine learning'],
  ['gcp', 'google cloud'],
  ['aws', 'amazon web services'],
  ['infosec', 'information security', 'security'],
  ['cybersecurity', 'cyber security'],
  ['pentest', 'pen test', 'penetration testing'],
  ['excel', 'ms excel', 'microsoft excel'],
  ['security+', 'security plus'],
  ['network+', 'network plus'],
  ['a+', 'a plus'],
  ['genai', 'generative ai'],
  ['js', 'javascript'],
  ['ts', 'typescript'],
  ['postgres', 'postgresql'],
  ['devsecops', 'devops security'],
  // Exam codes and the certification they belong to (as the seed catalogue's titles pair them).
  ['clf-c02', 'aws certified cloud practitioner'],
  ['saa-c03', 'aws certified solutions architect associate'],
  ['az-900', 'azure fundamentals'],
  ['pl-300', 'power bi data analyst'],
  ['ex200', 'rhcsa', 'red hat certified system administrator'],
  ['cka', 'certified kubernetes administrator'],
  ['ckad', 'certified kubernetes application developer'],
  ['ccna', 'cisco certified network associate'],
  // Former names of renamed certifications, still what many people type.
  ['devnet associate', 'ccna automation'],
  ['devnet professional', 'ccnp automation'],
  ['cyberops associate', 'ccna cybersecurity'],
  ['cyberops professional', 'ccnp cybersecurity'],
];

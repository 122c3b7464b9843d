import { describe, expect, it } from 'vitest';
import { examCodeInTitle, withExamCodes } from './exam-code.ts';

describe('exam codes in titles', () => {
  it('reads the exam code a title ends with', () => {
    expect(examCodeInTitle('Microsoft Certified: Azure Administrator Associate (AZ-104)')).toBe('AZ-104');
    expect(examCodeInTitle('Oracle Database SQL (1Z0-071)')).toBe('1Z0-071');
    expect(examCodeInTitle('Red Hat Certified System Administrator (RHCSA) exam (EX200)')).toBe('EX200');
    expect(examCodeInTitle('Jira Administration for Cloud (ACP-120)')).toBe('ACP-120');
  });

  it('leaves out acronyms and training course numbers', () => {
    expect(examCodeInTitle('Cisco Certified Network Associate (CCNA)')).toBeUndefined();
    expect(examCodeInTitle('Introduction to Linux (LFS101)')).toBeUndefined();
    expect(examCodeInTitle('Red Hat System Administration I (RH124)')).toBeUndefined();
    expect(examCodeInTitle('Firewall Essentials: Configuration and Management (EDU-210)')).toBeUndefined();
    expect(examCodeInTitle('AZ-104 study group')).toBeUndefined();
  });

  it('fills a missing exam code and keeps one already given', () => {
    const [a, b, c] = withExamCodes([
      { title: 'Azure Fundamentals (AZ-900)' },
      { title: 'Terraform Associate', examCode: 'TA-003' },
      { title: 'No code here' },
    ]);
    expect(a?.examCode).toBe('AZ-900');
    expect(b?.examCode).toBe('TA-003');
    expect(c).toEqual({ title: 'No code here' });
  });
});

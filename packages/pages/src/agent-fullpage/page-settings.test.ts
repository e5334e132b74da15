import { describe, expect, it } from 'vitest';
import { allowedParentOrigins, readPageSettings, searchWithIdentity } from './page-settings';

describe('readPageSettings', () => {
  it('defaults to demo-project and test-user, not embedded', () => {
    expect(readPageSettings('')).toEqual({ projectId: 'demo-project', jobId: '', userId: 'test-user', embedded: false });
  });

  it('reads projectId, jobId, userId and embedded=true, trimmed', () => {
    expect(readPageSettings('?projectId=%20project-123%20&jobId=job-9&userId=user-456&embedded=true')).toEqual({
      projectId: 'project-123',
      jobId: 'job-9',
      userId: 'user-456',
      embedded: true,
    });
  });

  it('keeps a job id alone (it is then the project key) and treats blanks as missing', () => {
    expect(readPageSettings('?jobId=job-9&userId=%20%20')).toEqual({ projectId: '', jobId: 'job-9', userId: 'test-user', embedded: false });
  });

  it.each(['embedded=1', 'embedded=yes', 'embedded=TRUE', 'embedded'])('is embedded only for embedded=true (%s is not)', (query) => {
    expect(readPageSettings(`?${query}`).embedded).toBe(false);
  });
});

describe('searchWithIdentity', () => {
  it('writes the ids into the query, drops blank ones and keeps the rest', () => {
    expect(searchWithIdentity('?embedded=false&jobId=old', { projectId: 'p 1', jobId: ' ', userId: 'u' })).toBe(
      '?embedded=false&projectId=p+1&userId=u',
    );
  });
});

describe('allowedParentOrigins', () => {
  it("reads the server's meta tag, or nothing without one", () => {
    expect(allowedParentOrigins(document)).toBe('');
    const meta = document.createElement('meta');
    meta.name = 'energy-advisor-parent-origins';
    meta.content = ' http://localhost:4100 https://builder.example.com ';
    document.head.append(meta);
    try {
      expect(allowedParentOrigins(document)).toBe('http://localhost:4100 https://builder.example.com');
    } finally {
      meta.remove();
    }
  });
});

// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { useServerProblems } from './server-problems.ts';

const refusal = (fields: Record<string, string>) =>
  new ApiError(
    400,
    'VALIDATION_ERROR',
    'Please check the highlighted fields',
    Object.entries(fields).map(([field, message]) => ({ field, message })),
  );

// Unmounted after each test: the hook re-renders once its Hindi map is in (server-problems.ts), which would
// otherwise land after the file's jsdom is gone (an uncaught 'window is not defined' fails the run).
afterEach(cleanup);
// The map module (and the catalog it loads) are in before the tests run: loads still under way when the file
// ends fail the run once its environment is torn down.
beforeAll(async () => {
  await (await import('./form-errors.ts')).validationMessagesReady();
});

describe('useServerProblems', () => {
  it("shows each field's message until that field is edited, and a new refusal's messages again", () => {
    const first = refusal({ title: 'Title is required', link: 'Link must start with /' });
    const { result, rerender } = renderHook(({ error }) => useServerProblems(error), {
      initialProps: { error: first as unknown },
    });
    expect(result.current.problem('title')).toBe('Title is required');
    act(() => result.current.edited('title'));
    expect(result.current.problem('title')).toBeUndefined();
    expect(result.current.problem('link')).toBe('Link must start with /');
    expect(result.current.formMessage(['title', 'link'])).toBeNull();
    expect(result.current.formMessage(['title'])).toBe('Please check the highlighted fields');

    const second = refusal({ title: 'Title is too long' });
    rerender({ error: second });
    expect(result.current.problem('title')).toBe('Title is too long');
    expect(result.current.problem('link')).toBeUndefined();
  });

  it('maps detail paths to form fields and ignores errors that are not refusals', () => {
    const { result, rerender } = renderHook(
      ({ error }) => useServerProblems(error, (path) => path.split('.')[0] ?? path),
      { initialProps: { error: refusal({ 'hours.0.start': 'Start before end' }) as unknown } },
    );
    expect(result.current.problem('hours')).toBe('Start before end');
    rerender({ error: new Error('offline') });
    expect(result.current.problem('hours')).toBeUndefined();
    expect(result.current.formMessage(['hours'])).toBe('offline');
    rerender({ error: null });
    expect(result.current.formMessage(['hours'])).toBeNull();
  });
});

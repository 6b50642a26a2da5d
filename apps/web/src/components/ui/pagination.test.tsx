// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination.tsx';

afterEach(cleanup);

describe('Pagination', () => {
  it('closes Next on the last page of an exact total', () => {
    render(<Pagination page={3} totalPages={3} onPage={() => {}} />);
    expect(screen.getByText('Page 3 of 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
  });

  it('says the total is a floor and keeps Next open while there are more', () => {
    const onPage = vi.fn();
    render(<Pagination page={42} totalPages={42} more onPage={onPage} />);
    expect(screen.getByText('Page 42 of 42+')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledWith(43);
  });
});

// @vitest-environment jsdom
// A banner reads in the page's language: its Hindi title, subtitle and button on a Hindi page (migration 0071),
// its English on an English page, and its English on a Hindi page when the admin wrote no Hindi.
import type { Banner } from '@arogya/contracts/pharmacy';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { backToEnglish, inHindi } from '../../lib/i18n/hindi-in-tests.ts';
import { BannerList } from './banner-list.tsx';

afterEach(() => {
  cleanup();
  backToEnglish();
});

const banner = (over: Partial<Banner> = {}): Banner => ({
  id: 'ban_upload-rx',
  _id: 'ban_upload-rx',
  title: 'Upload your prescription',
  subtitle: 'A pharmacist checks it and we deliver your medicines.',
  image: '/api/v1/banners/ban_upload-rx/image',
  link: '/prescription-upload',
  cta: 'Upload now',
  titleHi: 'अपना पर्चा अपलोड करें',
  subtitleHi: 'फ़ार्मासिस्ट उसे जांचते हैं और हम आपकी दवाएं घर पहुंचाते हैं।',
  ctaHi: 'अभी अपलोड करें',
  ...over,
});

const show = (banners: Banner[]) =>
  render(
    <MemoryRouter>
      <BannerList banners={banners} />
    </MemoryRouter>,
  );

describe('BannerList', () => {
  it('shows the Hindi words on a Hindi page', async () => {
    await inHindi();
    show([banner()]);
    const link = screen.getByRole('link');
    expect(link.textContent).toContain('अपना पर्चा अपलोड करें');
    expect(link.textContent).toContain('घर पहुंचाते हैं');
    expect(link.textContent).toContain('अभी अपलोड करें →');
    expect(link.textContent).not.toContain('Upload');
  });

  it('shows the English on an English page, and on a Hindi page where no Hindi was written', async () => {
    show([banner()]);
    expect(screen.getByRole('link').textContent).toContain('Upload your prescription');
    expect(screen.getByRole('link').textContent).not.toMatch(/[\u0900-\u097F]/);
    cleanup();
    await inHindi();
    show([banner({ id: 'b2', titleHi: null, subtitleHi: null, ctaHi: null })]);
    expect(screen.getByRole('link').textContent).toContain('Upload your prescription');
    expect(screen.getByRole('link').textContent).toContain('Upload now →');
  });
});

/// <reference lib="webworker" />
// Arogya's one service worker (built by vite-plugin-pwa from this file, vite.config.ts; registered by
// lib/register-sw.ts). Everything a worker does lives here, in sections, so whoever adds to it finds it:
//
// 1. Install and update: the offline page and the icons are precached (the list is written in by the build);
//    a new worker takes over at once, since it holds nothing a page open now depends on.
// 2. Pages: a navigation goes to the network (pages are rendered on the server, docs/ARCHITECTURE.md#server-
//    rendered-pages), with navigation preload so the worker's start-up does not delay it; when the network
//    cannot be reached the offline page answers instead. Nothing else is intercepted: the app's code,
//    pictures and API answers go to the network as without a worker (the browser's HTTP cache keeps what it
//    may).
// 3. Web push: the place for the notification handlers.
import { clientsClaim } from 'workbox-core';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope;

const OFFLINE_PAGE = '/offline.html';

// 1. Install and update.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
self.skipWaiting();
clientsClaim();

// 2. Pages.
enableNavigationPreload();
registerRoute(new NavigationRoute(new NetworkOnly()));
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') {
    const offline = await matchPrecache(OFFLINE_PAGE);
    if (offline) return offline;
  }
  return Response.error();
});

// 3. Web push: the `push` and `notificationclick` listeners live in public/sw-push.js
// (docs/product-rules.md#notifications), loaded here as the page's worker is a classic script.
importScripts('/sw-push.js');

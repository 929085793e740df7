import { type ComponentType, createElement, lazy } from 'react';
import { type AppRoute } from './route-table';

/** Each route's screen once its chunk is in: drawn at once, with no Suspense fallback in between. */
const loadedScreens = new WeakMap<AppRoute, ComponentType>();
const lazyScreens = new WeakMap<AppRoute, ComponentType>();

/** Loads a route's screen (its chunk); the router admits the address once it is in. */
export async function loadScreen(route: AppRoute): Promise<void> {
  const { Component } = await route.load();
  loadedScreens.set(route, Component);
}

function lazyScreen(route: AppRoute): ComponentType {
  let screen = lazyScreens.get(route);
  if (!screen) {
    screen = lazy(() => route.load().then(({ Component }) => ({ default: Component })));
    lazyScreens.set(route, screen);
  }
  return screen;
}

/** A route's screen: the loaded one, or (should it be shown before its chunk came) loaded meanwhile. */
export function RouteScreen({ route }: { readonly route: AppRoute }) {
  // Both are made once per route (the chunk's own component, or one lazy() per route), never per render.
  return createElement(loadedScreens.get(route) ?? lazyScreen(route));
}

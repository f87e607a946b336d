import { createStore } from "jotai";

/** The app's one jotai store, so code outside React (service worker registration, API errors) can raise toasts. */
export const appStore = createStore();

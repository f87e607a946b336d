import { useEffect } from "react";
import { useLocation } from "react-router-dom";

/** React Router does not scroll to a hash on navigation; links such as "/#upload" or "/help#guides" rely on it. */
export function useScrollToHash(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash]);
}

import { useEffect, useState } from "react";

/**
 * True from the first time a panel shows: its scripted parts (slider, tabs, combobox) load then and
 * stay, so closing the panel before applying keeps what the visitor chose in it.
 */
export function useOnceShown(showing: boolean): boolean {
  const [shown, setShown] = useState(showing);
  useEffect(() => {
    if (showing) setShown(true);
  }, [showing]);
  return shown || showing;
}

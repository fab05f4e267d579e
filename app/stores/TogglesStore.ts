/** A UI store for on/off view states that outlive one component (e.g. the report navigation on a phone). */
import { makeAutoObservable } from 'mobx';

export type ToggleName = 'reportNavOpen';

export class TogglesStore {
  private readonly on = new Set<ToggleName>();

  constructor() {
    makeAutoObservable<TogglesStore, 'on'>(this);
  }

  isOn(name: ToggleName): boolean {
    return this.on.has(name);
  }

  toggle(name: ToggleName): void {
    this.set(name, !this.on.has(name));
  }

  set(name: ToggleName, value: boolean): void {
    if (value) this.on.add(name);
    else this.on.delete(name);
  }
}

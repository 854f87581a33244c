import { beforeAll, describe, expect, it } from 'vitest';
import { notLoggedInDialog } from './not-logged-in-dialog';

// jsdom has no modal dialogs: open and close as the attribute, and `close` says so.
beforeAll(() => {
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    },
    close(this: HTMLDialogElement, returnValue?: string) {
      if (returnValue !== undefined) this.returnValue = returnValue;
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    },
  });
});

const shown = () => document.querySelector('dialog[data-not-logged-in]');
const buttons = () => [...shown()!.querySelectorAll('button')];

describe('notLoggedInDialog', () => {
  it('is in English by default, shown at once', async () => {
    const answer = notLoggedInDialog();
    expect(shown()?.querySelector('h2')?.textContent).toBe('Not Logged In');
    expect(shown()?.querySelector('p')?.textContent).toBe('You need to log in to book a package.');
    expect(buttons().map((button) => button.textContent)).toEqual(['Log In', 'Cancel']);
    buttons()[0]!.click();
    await expect(answer).resolves.toBe(true);
    expect(shown()).toBeNull();
  });

  it("speaks Bangla on a Bangla page, once that language's messages have loaded", async () => {
    const answer = notLoggedInDialog('bn');
    await expect.poll(shown).toBeTruthy();
    expect(shown()!.querySelector('h2')?.textContent).toBe('আপনি সাইন ইন করেননি');
    expect(shown()!.querySelector('p')?.textContent).toBe('প্যাকেজ বুক করতে আগে সাইন ইন করুন।');
    expect(buttons().map((button) => button.textContent)).toEqual(['সাইন ইন করুন', 'বাতিল']);
    buttons()[1]!.click();
    await expect(answer).resolves.toBe(false);
  });
});

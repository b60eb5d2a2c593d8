// The policy-code feature's one face: its page, loaded by the route table.
export { PolicyCodePage } from './policy-code-page.tsx';

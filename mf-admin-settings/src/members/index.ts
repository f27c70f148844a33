export { MemberList } from './MemberList';
export { MemberForm } from './MemberForm';
export { MembersStore } from './MembersStore';

export { GroupTypeList } from './GroupTypeList';
export { GroupTypeForm } from './GroupTypeForm';
export { GroupTypesStore } from './GroupTypesStore';

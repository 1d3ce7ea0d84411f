/**
 * English names of the seeded cities and departments (the seed writes them to
 * `city_en` and `department_en`; migration 0001 gives them to databases seeded before it).
 */

export const CITY_EN: Readonly<Record<string, string>> = {
  上海: 'Shanghai',
  广州: 'Guangzhou',
  杭州: 'Hangzhou',
  深圳: 'Shenzhen',
  线上: 'Online',
};

export const DEPARTMENT_EN: Readonly<Record<string, string>> = {
  产品研发部: 'Product & Engineering',
  供应链服务部: 'Supply Chain Services',
  客户成功部: 'Customer Success',
  展会运营部: 'Trade Show Operations',
  市场部: 'Marketing',
  职能部门: 'Corporate Functions',
};
